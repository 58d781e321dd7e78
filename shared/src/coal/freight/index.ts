// The freight arithmetic (docs/freight.md): laytime and demurrage, railway tariff, truck freight, transit loss, and their checks.
export * from './laytime';
export * from './railTariff';
export * from './truckFreight';
export * from './transitLoss';
export * from './validate';
