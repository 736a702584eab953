module.exports = require('../scripts/jest/create-web-config.cjs')(__dirname);
