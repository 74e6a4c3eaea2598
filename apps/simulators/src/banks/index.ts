import type { Simulator } from '../simulator.js';
import { type BanksConfig, type BanksConfigOverrides, loadBanksConfig } from './config.js';
import { createEstSimulator } from './estv3/routes.js';
import { EstStore } from './estv3/store.js';
import { createPayflexSimulator } from './payflex/routes.js';
import { PayflexStore } from './payflex/store.js';

export type { BanksConfigOverrides } from './config.js';

/** The bank simulators and their state, for app.ts and tests. */
export interface Banks {
  config: BanksConfig;
  estv3: EstStore;
  payflex: PayflexStore;
  simulators: Simulator[];
}

export function createBanks(env: NodeJS.ProcessEnv, overrides: BanksConfigOverrides = {}, now = Date.now): Banks {
  const config = loadBanksConfig(env, overrides);
  const estv3 = new EstStore(now);
  const payflex = new PayflexStore(now);
  return {
    config,
    estv3,
    payflex,
    simulators: [
      createEstSimulator({ config, store: estv3, now }),
      createPayflexSimulator({ config, store: payflex, now }),
    ],
  };
}
