import path from 'node:path'
import compress from '@fastify/compress'
import etag from '@fastify/etag'
import Fastify, { type FastifyBaseLogger, type FastifyReply, LogController } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { type Env, fastifyTrustProxy } from './config/env.ts'
import type { Database, DatabaseHandle } from './db/client.ts'
import { createEventBus, type EventBus } from './infra/events/event-bus.ts'
import type { LlmModel } from './infra/llm/llm-model.ts'
import { createOpenAiCompatibleModel } from './infra/llm/openai-compatible-model.ts'
import { createSimulatedModel } from './infra/llm/simulated-model.ts'
import { createMailTransport, type Mailer } from './infra/mail/mailer.ts'
import { createObjectStore, type ObjectStore } from './infra/storage/object-store.ts'
import { requestIdFrom, requestLine } from './lib/logger.ts'
import { createAuth } from './modules/auth/auth.ts'
import { resolveAuthSecret } from './modules/auth/auth-secret.ts'
import {
  createPromptViewCounter,
  type PromptViewCounter,
} from './modules/catalog/prompt-view-counter.ts'
import { countMailOutbox } from './modules/mail-outbox/count-mail-outbox.ts'
import {
  MAIL_RETRY_DELAYS_MS,
  type MailOutboxContext,
} from './modules/mail-outbox/mail-outbox-context.ts'
import { createOutboxMailer } from './modules/mail-outbox/outbox-mailer.ts'
import { linkGuestOrders } from './modules/orders/link-guest-orders.ts'
import { createMidtransGateway } from './modules/payments/midtrans-gateway.ts'
import type { PaymentsContext } from './modules/payments/payments-context.ts'
import { injectFetch } from './modules/payments/simulator/inject-fetch.ts'
import { claimShopIdentity } from './modules/shops/claim-shop-identity.ts'
import { rememberVisit } from './modules/sightings/remember-sightings.ts'
import type { PromptTriesContext } from './modules/tries/prompt-tries-context.ts'
import { removeAvatarFile } from './modules/users/avatar-file.ts'
import { prepareAccountDeletion } from './modules/users/prepare-account-deletion.ts'
import { markWaitlistJoined } from './modules/waitlist/mark-waitlist-joined.ts'
import { mayCreateAccount } from './modules/waitlist/may-create-account.ts'
import { authPlugin } from './plugins/auth.ts'
import { docsPlugin } from './plugins/docs.ts'
import { createDrain, type Drain } from './plugins/drain.ts'
import { errorsPlugin } from './plugins/errors.ts'
import { scheduleJobs } from './plugins/jobs/schedule-jobs.ts'
import { keptAnswersFirst } from './plugins/kept-answers-first.ts'
import { createMetrics, metricsPlugin } from './plugins/metrics/metrics.ts'
import { requestInputPlugin } from './plugins/request-input.ts'
import {
  publicReadHooksGuard,
  responseCachePlugin,
} from './plugins/response-cache/response-cache.ts'
import { routeRegistryPlugin } from './plugins/route-registry.ts'
import { securityPlugin } from './plugins/security.ts'
import { storagePlugin } from './plugins/storage/serve-uploads.ts'
import { webPlugin } from './plugins/web.ts'
import { apiRoutes } from './routes/api.ts'
import { visitorIdOf } from './routes/visitor-cookie.ts'

declare module 'fastify' {
  interface FastifyInstance {
    env: Env
    database: DatabaseHandle
    /** Shorthand for `database.db`: the Drizzle API use cases receive. */
    db: Database
    events: EventBus
    mailer: Mailer
    /** The mail outbox's transport and retry delays, for its delivery job. */
    mailOutbox: MailOutboxContext
    /** The order and payment use cases' dependencies (gateway, secrets, mail). */
    payments: PaymentsContext
    /** Prompt page views, written in batches (decision 0019); tests call `flush()`. */
    promptViews: PromptViewCounter
    /** Shutdown's first step: readiness 503, live streams sent elsewhere (decision 0027). */
    drain: Drain
    /** "Coba dulu" (issue 31): the model tries run on, or null, and the platform's budget. */
    promptTries: PromptTriesContext
  }
}

export interface AppOptions {
  env: Env
  /** Opened and migrated by the caller; the app closes it when it closes. */
  database: DatabaseHandle
  logger: FastifyBaseLogger
  /** The built web app; without it only the API is served. */
  webDistDir?: string | undefined
  /** How often live-event streams send a heartbeat and re-check their session (default 25 s). */
  liveEventsHeartbeatMs?: number
  /** The payment gateway's timeout per call (default 30 s). */
  paymentGatewayTimeoutMs?: number
  /** The simulator's notification retries (default: 1, 5, 15, 30, 60 min); tests shorten them. */
  simulatorRetryDelaysMs?: readonly number[]
  /** The mail outbox's waits after a failed delivery (default 30 s … 4 h); tests shorten them. */
  mailRetryDelaysMs?: readonly number[]
  /** Run the background jobs (order expiry, earnings release) every minute. */
  runJobs?: boolean
  /** How often counted prompt views are written (default 5 s): what a crash may lose. */
  viewFlushIntervalMs?: number
  /** Where uploads are kept (default: from `S3_*` or `DATA_DIR/uploads`); closed with the app. */
  objectStore?: ObjectStore
  /**
   * The model "Coba dulu" runs on instead of the one `LLM_*` names (tests: short timeouts, a fast
   * simulator), or null for none.
   */
  tryModel?: LlmModel | null
}

const VIEW_FLUSH_INTERVAL_MS = 5_000

/** The configured OpenAI-compatible model, else the simulator outside production, else none. */
function createTryModel(config: Env['promptTries']): LlmModel | null {
  if (config.model) return createOpenAiCompatibleModel(config.model)
  return config.simulated ? createSimulatedModel() : null
}

/** JSON bodies above this are refused with 413; uploads declare their own limit. */
const BODY_LIMIT_BYTES = 1024 * 1024

export async function buildApp(options: AppOptions) {
  const front = keptAnswersFirst()
  const app = Fastify({
    // Answers the public reads this process keeps before routing them (`keptAnswersFirst`).
    serverFactory: front.serverFactory,
    loggerInstance: options.logger,
    bodyLimit: BODY_LIMIT_BYTES,
    // A limit for a plugin that hangs, not for speed: Fastify's 10 s default was passed by the
    // storefront's plugin on a 2-core machine running two test suites (issue 28).
    pluginTimeout: 120_000,
    trustProxy: fastifyTrustProxy(options.env.trustProxy),
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
    routerOptions: { ignoreTrailingSlash: true },
    // A path Fastify cannot route (a param past its length limit, bad percent-encoding): our
    // shape, in Indonesian, and never the path echoed back (Fastify's own answer did both).
    frameworkErrors: (error, request, reply) => {
      const status: 400 | 414 = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400
      // Its typing knows no route here (a reply of `never`): the plain reply it is.
      const plain = reply as unknown as FastifyReply
      plain.status(status).header('cache-control', 'no-store').send({
        code: 'VALIDATION_FAILED',
        message: 'Alamat terlalu panjang atau tidak valid.',
        requestId: request.id,
      })
    },
    // One line a request (below) instead of Fastify's two: at a few thousand requests a second
    // the second line was a tenth of the work.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('env', options.env)
  if (options.env.trustProxy === true) {
    app.log.warn(
      'TRUST_PROXY=true: alamat klien diambil dari entri X-Forwarded-For paling kiri, yang bisa dipalsukan klien; di production isi jumlah hop atau daftar alamat proxy',
    )
  }
  app.decorate<DatabaseHandle>('database', options.database)
  app.decorate('db', options.database.db)
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    done()
  })
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      requestLine(request.method, request.url, reply.statusCode, reply.elapsedTime),
      'request',
    )
    done()
  })

  // Every mail goes through the database outbox, then the transport (docs/decisions/0026).
  const mailOutbox: MailOutboxContext = {
    db: options.database.db,
    transport: createMailTransport({
      smtpUrl: options.env.smtpUrl,
      from: options.env.mailFrom,
      mailDir: path.join(options.env.dataDir, 'mail'),
      log: app.log,
    }),
    log: app.log,
    retryDelaysMs: options.mailRetryDelaysMs ?? MAIL_RETRY_DELAYS_MS,
  }
  const mailer = createOutboxMailer(mailOutbox)
  const objectStore = options.objectStore ?? createObjectStore(options.env)
  const metrics = createMetrics({
    database: options.database,
    log: app.log,
    collectProcessMetrics: options.env.metricsToken !== undefined,
  })
  metrics.setOutboxReader(() => countMailOutbox(options.database.db))
  app.decorate('metrics', metrics)
  const events = await createEventBus(options.database, {
    log: app.log,
    onListenerReconnect: () => metrics.recordListenerReconnect(),
  })
  const promptViews = createPromptViewCounter(options.database.db, {
    intervalMs: options.viewFlushIntervalMs ?? VIEW_FLUSH_INTERVAL_MS,
    log: app.log,
  })
  app.decorate('mailer', mailer)
  app.decorate('mailOutbox', mailOutbox)
  app.decorate('events', events)
  app.decorate('promptViews', promptViews)
  const drain = createDrain()
  app.decorate('drain', drain)
  app.addHook('preClose', async () => drain.start())
  app.addHook('onClose', async () => {
    await promptViews.close()
    await events.close()
    mailOutbox.transport.close()
    await options.database.close()
  })
  const secret = resolveAuthSecret(options.env)
  const auth = createAuth({
    env: options.env,
    db: options.database.db,
    secret,
    mailer,
    events,
    log: app.log,
    onEmailProved: (user) => linkGuestOrders(options.database.db, user),
    onSessionCreated: (session) =>
      rememberVisit(options.database.db, secret, {
        userId: session.userId,
        visitorId: visitorIdOf(session.cookie),
        ip: session.ipAddress,
      }),
    signUps: {
      mayCreateAccount: (email) => mayCreateAccount(options.database.db, email),
      onAccountCreated: (user) => markWaitlistJoined(options.database.db, user),
    },
    beforeUserDelete: (user) =>
      prepareAccountDeletion(options.database.db, options.env.adminOrganizationIds, user),
    afterUserDelete: (user) => removeAvatarFile(objectStore, user.id, user.image ?? null),
    claimShopIdentity,
  })
  const { midtrans } = options.env
  app.decorate('payments', {
    db: options.database.db,
    events,
    mailer,
    log: app.log,
    gateway: createMidtransGateway({
      ...midtrans,
      timeoutMs: options.paymentGatewayTimeoutMs,
      // The simulator is this app's own routes (DESIGN.md §4).
      fetch: options.env.paymentSimulator ? injectFetch(app) : undefined,
    }),
    serverKey: midtrans.serverKey,
    secret,
    publicUrl: options.env.publicUrl,
    earningsHoldDays: options.env.earningsHoldDays,
    adminOrganizationIds: options.env.adminOrganizationIds,
  })
  app.decorate('promptTries', {
    db: options.database.db,
    secret,
    model:
      options.tryModel !== undefined ? options.tryModel : createTryModel(options.env.promptTries),
    dailyTokens: options.env.promptTries.dailyTokens,
    rupiahPer1kTokens: options.env.promptTries.rupiahPer1kTokens,
  })
  if (options.runJobs) scheduleJobs(app)

  // Order matters: the route registry records every route registered after it; the error
  // handler, the metrics' timing and the security checks wrap everything registered after
  // them; the OpenAPI collector must see every route; the web app's catch-all comes last.
  await app.register(routeRegistryPlugin)
  await app.register(errorsPlugin)
  await app.register(metricsPlugin, { token: options.env.metricsToken })
  await app.register(securityPlugin)
  await app.register(requestInputPlugin)
  await app.register(publicReadHooksGuard)
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 })
  await app.register(etag)
  // Before the routes: it wraps those marked `publicRead` as they are declared.
  await app.register(responseCachePlugin)
  await app.register(docsPlugin, { serve: options.env.apiDocsPublic })
  await app.register(authPlugin, { auth })
  await app.register(apiRoutes, {
    prefix: '/api',
    liveEventsHeartbeatMs: options.liveEventsHeartbeatMs,
    simulatorRetryDelaysMs: options.simulatorRetryDelaysMs,
  })
  await app.register(storagePlugin, { store: objectStore })
  await app.register(webPlugin, { distDir: options.webDistDir })
  front.attach(app)

  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
