/**
 * React DOM's root, through a module of ours: the start-up imports it with `import()`, and an `import()` of
 * react-dom/client itself, a CommonJS module, makes webpack wrap it in a namespace object of its own.
 */
export { createRoot } from 'react-dom/client';
