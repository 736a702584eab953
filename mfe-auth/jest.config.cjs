// A remote's screens import only npm packages and @registro-lma/shared (its ./mock double for tests): no federation mapping.
module.exports = require('../scripts/jest/create-web-config.cjs')(__dirname, {});
