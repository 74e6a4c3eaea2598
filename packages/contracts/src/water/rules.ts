/** The water rules without the call schemas, for the browser's own chunk (`@e-belediye/contracts/water`). */
export * from './bill.js';
export * from './cancellation.js';
export * from './iban.js';
