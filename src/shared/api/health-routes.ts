import type * as schemas from './health.js';
import { routeTable } from './route-table.js';

/** Liveness and readiness, for an orchestrator and a load balancer. */
export const HEALTH_ROUTES = routeTable<typeof schemas>()({
  live: {
    method: 'GET',
    path: '/health/live',
    tag: 'health',
    summary: 'The process answers',
    answer: 'healthBody',
  },
  ready: {
    method: 'GET',
    path: '/health/ready',
    tag: 'health',
    summary: 'Ready for traffic',
    answer: 'healthBody',
  },
  health: {
    method: 'GET',
    path: '/health',
    tag: 'health',
    summary: 'Ready for traffic (same as /health/ready)',
    answer: 'healthBody',
  },
});
