import type { FastifyInstance } from 'fastify';
import type { AdPeriodicalConfig, AdSize } from '../../shared/domain/advertisement';
import { adPeriodicalConfigs, adSizes } from '../advertisements/nomenclature';
import type { ApiContext } from './context';

/** Referentials of the ads screens (spec 1 §7), for any signed-in user. */
export async function nomenclatureRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  app.get('/nomenclature/advertisement/sizes', async (): Promise<AdSize[]> => adSizes(db));
  app.get('/nomenclature/advertisement/config', async (): Promise<AdPeriodicalConfig[]> => adPeriodicalConfigs(db));
}
