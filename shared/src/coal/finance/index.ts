// Finance (coal-api.md "Finance"): money bills and their shares, invoices and their tax, the receivables ageing.
export * from './status';
export * from './wire';
export * from './allocate';
export * from './invoice';
export * from './invoiceTax';
export * from './ageing';
