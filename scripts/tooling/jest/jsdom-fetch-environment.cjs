const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom without the fetch classes breaks react-router data routers (every navigation builds a Request).
 * Node's own classes are lent to the test window; AbortController comes with them because a Request only
 * accepts a signal of its own realm. structuredClone too, which jsdom lacks and MUI X Charts calls when it mounts.
 */
class JsdomFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const { Request, Response, Headers, AbortController, AbortSignal, structuredClone } = globalThis;
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal, structuredClone });
  }
}

module.exports = JsdomFetchEnvironment;
