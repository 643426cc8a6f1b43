import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const MODES = ['runToCompose', 'composeToRun'] as const;

/** What a tab wrote is what the other reads: its output becomes the input (typed apart: inferred inside defineTool it is too deep for tsc). */
function carryOutput({ output }: { readonly output?: unknown }): { input?: { text: string } } {
  const text = typeof output === 'object' && output !== null ? (output as { text?: unknown }).text : undefined;
  return typeof text === 'string' && text !== '' ? { input: { text } } : {};
}

const NGINX = `docker run -d --name web \\
  -p 8080:80 -p 127.0.0.1:8443:443 \\
  -v "$(pwd)/site:/usr/share/nginx/html:ro" \\
  -v nginx_cache:/var/cache/nginx \\
  --restart unless-stopped \\
  nginx:1.27-alpine`;

const POSTGRES = `# PostgreSQL with a named volume
docker run -d --name db \\
  -e POSTGRES_USER=app \\
  -e POSTGRES_PASSWORD='s3cr$t' \\
  -e POSTGRES_DB=app \\
  -v pgdata:/var/lib/postgresql/data \\
  -p 5432:5432 \\
  --health-cmd "pg_isready -U app" --health-interval 10s --health-retries 5 \\
  --memory 1g --cpus 1.5 \\
  postgres:16`;

const NETWORK = `docker network create backend
docker run -d --name cache --network backend --restart always redis:7-alpine redis-server --appendonly yes
docker run -d --name api --network backend \\
  -e REDIS_URL=redis://cache:6379 --env-file ./api.env \\
  -p 3000:3000 --log-driver json-file --log-opt max-size=10m \\
  -it --rm ghcr.io/acme/api:2.4 node server.js`;

const WORDPRESS = `name: blog
services:
  db:
    image: mariadb:11
    environment:
      MARIADB_ROOT_PASSWORD: example
      MARIADB_DATABASE: wordpress
    volumes:
      - db_data:/var/lib/mysql
    restart: always
  wordpress:
    image: wordpress:6
    depends_on:
      - db
    ports:
      - "8000:80"
    environment:
      WORDPRESS_DB_HOST: db
      WORDPRESS_DB_PASSWORD: example
    deploy:
      replicas: 2
volumes:
  db_data:
`;

const INVALID = `services:
  web:
    image: nginx
    ports:
      - "80:80"
    restart: sometimes
    volumes: ./html:/usr/share/nginx/html
    enviroment:
      DEBUG: "1"
`;

/**
 * docker run commands ↔ a compose file, as two tabs over one text; the compose file is checked against
 * the Compose Specification's schema.
 */
export const manifest = defineTool({
  related: ['json-yaml-converter', 'toml-converter', 'chmod-calculator', 'cron-expression', 'string-escaper'],
  produces: { runToCompose: 'yaml', composeToRun: 'text' },
  fields: { text: { kind: 'text', mono: true } },
  options: {
    mode: { type: 'string', enum: MODES, default: 'runToCompose' },
    resources: { type: 'string', enum: ['service', 'deploy'], default: 'service' },
  },
  ui: { mode: 'tabs', resources: 'segmented' },
  optionTabs: { resources: ['runToCompose'] },
  onTabChange: carryOutput,
  downloads: ['txt'],
  // A file of thousands of services takes seconds (the yaml library checks every key against the others): off the page.
  worker: true,
  examples: [
    { name: 'nginx', input: { text: NGINX }, options: { mode: 'runToCompose', resources: 'service' }, output: {"mode":"runToCompose","text":"services:\n  web:\n    image: nginx:1.27-alpine\n    container_name: web\n    restart: unless-stopped\n    ports:\n      - \"8080:80\"\n      - \"127.0.0.1:8443:443\"\n    volumes:\n      - ./site:/usr/share/nginx/html:ro\n      - nginx_cache:/var/cache/nginx\nvolumes:\n  nginx_cache:\n","services":1,"dropped":[{"line":1,"option":"-d","reason":"detach"}],"notes":[{"code":"projectPrefix","params":{"names":"nginx_cache"}},{"code":"pwd"}]} },
    { name: 'postgres', input: { text: POSTGRES }, options: { mode: 'runToCompose', resources: 'deploy' }, output: {"mode":"runToCompose","text":"services:\n  db:\n    image: postgres:16\n    container_name: db\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: s3cr$$t\n      POSTGRES_DB: app\n    ports:\n      - \"5432:5432\"\n    volumes:\n      - pgdata:/var/lib/postgresql/data\n    deploy:\n      resources:\n        limits:\n          memory: 1g\n          cpus: 1.5\n    healthcheck:\n      test: [\"CMD-SHELL\", \"pg_isready -U app\"]\n      interval: 10s\n      retries: 5\nvolumes:\n  pgdata:\n","services":1,"dropped":[{"line":2,"option":"-d","reason":"detach"}],"notes":[{"code":"projectPrefix","params":{"names":"pgdata"}}]} },
    { name: 'network', input: { text: NETWORK }, options: { mode: 'runToCompose', resources: 'service' }, output: {"mode":"runToCompose","text":"services:\n  cache:\n    image: redis:7-alpine\n    container_name: cache\n    restart: always\n    command: [\"redis-server\", \"--appendonly\", \"yes\"]\n    networks:\n      - backend\n  api:\n    image: ghcr.io/acme/api:2.4\n    container_name: api\n    command: [\"node\", \"server.js\"]\n    environment:\n      REDIS_URL: redis://cache:6379\n    env_file:\n      - ./api.env\n    ports:\n      - \"3000:3000\"\n    networks:\n      - backend\n    stdin_open: true\n    tty: true\n    logging:\n      driver: json-file\n      options:\n        max-size: 10m\nnetworks:\n  backend:\n","services":2,"dropped":[{"line":2,"option":"-d","reason":"detach"},{"line":3,"option":"-d","reason":"detach"},{"line":3,"option":"--rm","reason":"rm"}],"notes":[{"code":"projectPrefix","params":{"names":"backend"}},{"code":"interactive"}]} },
    { name: 'wordpress', input: { text: WORDPRESS }, options: { mode: 'composeToRun' }, output: {"mode":"composeToRun","text":"docker network create blog_default\n\ndocker run \\\n  --detach \\\n  --name db \\\n  --restart always \\\n  --env MARIADB_ROOT_PASSWORD=example \\\n  --env MARIADB_DATABASE=wordpress \\\n  --volume db_data:/var/lib/mysql \\\n  --network blog_default \\\n  mariadb:11\n\ndocker run \\\n  --detach \\\n  --name wordpress \\\n  --env WORDPRESS_DB_HOST=db \\\n  --env WORDPRESS_DB_PASSWORD=example \\\n  --publish 8000:80 \\\n  --network blog_default \\\n  wordpress:6\n","services":2,"issues":[],"skipped":[{"service":"wordpress","key":"depends_on","reason":"dependsOn"},{"service":"wordpress","key":"deploy.replicas","reason":"replicas"}],"defaultNetwork":"blog_default"} },
    { name: 'invalid', input: { text: INVALID }, options: { mode: 'composeToRun' }, output: {"mode":"composeToRun","text":"docker run \\\n  --detach \\\n  --name web \\\n  --restart sometimes \\\n  --publish 80:80 \\\n  nginx\n","services":1,"issues":[{"line":6,"column":14,"path":"services.web.restart","rule":"enum","params":{"values":"no, always, on-failure, on-failure:N, unless-stopped"}},{"line":7,"column":14,"path":"services.web.volumes","rule":"type","params":{"expected":"array"}},{"line":8,"column":5,"path":"services.web.enviroment","rule":"unknownKey","params":{"key":"enviroment"}}],"skipped":[{"service":"web","key":"enviroment","reason":"unknown"}],"defaultNetwork":null} },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
