// Testing Library waits 1 s by default; on a loaded 2-core CI machine a dialog's closing transition
// can take longer. The tests still fail when what they wait for never happens.
const { configure } = require(require.resolve('@testing-library/dom', { paths: [process.cwd()] }));
configure({ asyncUtilTimeout: 5000 });
