const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom without the fetch classes breaks react-router data routers (every navigation builds a Request).
 * Node's own classes are lent to the test window; AbortController comes with them because a Request only
 * accepts a signal of its own realm.
 */
class JsdomFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const { Request, Response, Headers, AbortController, AbortSignal } = globalThis;
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal });
  }
}

module.exports = JsdomFetchEnvironment;
