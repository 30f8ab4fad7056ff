import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What operators watch, in Prometheus's text format at GET /metrics. Labels name routes,
 * lenders, queues and outcomes only — never a PAN, mobile, token or any value from a request.
 * Each app has its own registry (tests build many apps in one process).
 */
export class AppMetrics {
  readonly registry = new Registry();

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly bankJobDuration = new Histogram({
    name: 'batch_bank_job_duration_seconds',
    help: 'Time one bank job of a batch took (lender fetch and documents), by outcome',
    labelNames: ['outcome'] as const,
    buckets: [0.25, 0.5, 1, 2, 3, 5, 10, 20, 60],
    registers: [this.registry],
  });

  readonly lenderFailures = new Counter({
    name: 'lender_failures_total',
    help: 'Failed lender requests (each retry counts), by lender',
    labelNames: ['lender'] as const,
    registers: [this.registry],
  });

  readonly batchesApproved = new Counter({
    name: 'batches_approved_total',
    help: 'Batches whose OTP was verified and whose bank jobs were queued',
    registers: [this.registry],
  });

  readonly ocrDuration = new Histogram({
    name: 'ocr_duration_seconds',
    help: 'Reading one PAN card photo, queueing for the OCR worker included',
    labelNames: ['outcome'] as const,
    buckets: [0.25, 0.5, 1, 1.5, 2, 3, 5, 10, 20],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
  }

  /** A gauge read from the database (or elsewhere) at each scrape. */
  gaugeAtScrape(
    name: string,
    help: string,
    labelName: string,
    read: () => Promise<Array<{ label: string; value: number }>>,
  ): void {
    new Gauge({
      name,
      help,
      labelNames: [labelName],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const { label, value } of await read()) this.set({ [labelName]: label }, value);
      },
    });
  }
}
