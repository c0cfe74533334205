// On two cores busy with the end-to-end lane beside them, a screen can take more than Testing Library's 1 s to show
// what a test waits for (`findBy…`, `waitFor`); it is still found at once when it shows sooner.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5_000 });
