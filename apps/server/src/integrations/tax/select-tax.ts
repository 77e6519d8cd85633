import { createSimulatedTax } from './simulated.adapter';
import type { TaxPort } from './tax.port';

export interface TaxConfig {
  /** Only the simulation exists until a tax data provider is contracted. */
  TAX_PROVIDER?: 'simulated';
}

/** The tax port the configuration names (today always the simulation, shown as such on the page). */
export function selectTax(_config: TaxConfig): TaxPort {
  return createSimulatedTax();
}
