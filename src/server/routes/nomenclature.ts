import type { FastifyInstance } from 'fastify';
import type { AdPeriodicalConfig, AdSize } from '../../shared/domain/advertisement';
import { adPeriodicalConfigs, adSizes } from '../advertisements/nomenclature';
import type { ApiContext } from './context';
import { needs } from '../http/abilities';

/** Referentials of the ads screens (spec 1 §7), for any signed-in user. */
export async function nomenclatureRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  app.get('/nomenclature/advertisement/sizes', needs('signedIn'), async (): Promise<AdSize[]> => adSizes(db));
  app.get('/nomenclature/advertisement/config', needs('signedIn'), async (): Promise<AdPeriodicalConfig[]> => adPeriodicalConfigs(db));
}
