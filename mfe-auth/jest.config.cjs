// A remote's screens import only npm packages and @registro-lma/shared (its ./mock double for tests): no federation mapping.
module.exports = require('@registro-lma/tooling/jest/create-web-config.cjs')(__dirname, {});
