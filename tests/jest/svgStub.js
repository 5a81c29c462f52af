module.exports = { __esModule: true, default: () => null, ReactComponent: () => null };
