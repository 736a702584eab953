module.exports = require('@registro-lma/tooling/jest/create-web-config.cjs')(__dirname);
