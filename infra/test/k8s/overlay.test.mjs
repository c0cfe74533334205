// Renders infra/k8s (base and production) and checks each object against the Kubernetes schemas, then what the
// schemas cannot see: that the objects point at each other, probe /health, read only documented secret keys, and
// that the renderer, which runs the remotes' code, reads no secret and talks only to the gateway (and DNS, and in
// production the CDN).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import * as models from 'kubernetes-models';
import { render } from './kustomize.mjs';

const INFRA = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const K8S = path.join(INFRA, 'k8s');
const APPS = ['gateway', 'identity', 'content', 'learn', 'audience', 'render'];
/** The services behind the gateway, each owning a schema. */
const SERVICES = ['identity', 'content', 'learn', 'audience'];
/** The apps with a database: all but the renderer, which holds no connection and no secret. */
const DATABASE_APPS = APPS.filter((app) => app !== 'render');

/** The keys documented in site-secrets.example.env, the Secret the manifests reference and never create. */
const SECRET_KEYS = readFileSync(path.join(K8S, 'site-secrets.example.env'), 'utf8')
  .split('\n')
  .filter((line) => /^[A-Z_]+=/.test(line))
  .map((line) => line.slice(0, line.indexOf('=')));

/** `apps/v1` → kubernetes-models' `apps.v1`, `networking.k8s.io/v1` → `networkingK8sIo.v1`, `v1` → `v1`. */
function modelOf({ apiVersion, kind }) {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : [null, apiVersion];
  const namespace = group ? group.replace(/\.(\w)/g, (_, c) => c.toUpperCase()) : null;
  const Model = (namespace ? models[namespace]?.[version] : models[version])?.[kind];
  assert.ok(Model, `kubernetes-models has no ${apiVersion} ${kind}`);
  return Model;
}

const ofKind = (objects, kind) => objects.filter((object) => object.kind === kind);
const named = (objects, kind, name) => objects.find((o) => o.kind === kind && o.metadata.name === name);
const matches = (selector, labels) => Object.entries(selector).every(([key, value]) => labels?.[key] === value);
const podSpecs = (objects) =>
  objects.filter((o) => o.kind === 'Deployment' || o.kind === 'Job').map((o) => [o, o.spec.template.spec]);
const allContainers = (spec) => [...(spec.initContainers ?? []), ...spec.containers];
const envOf = (container) => Object.fromEntries((container.env ?? []).map((e) => [e.name, e.value ?? e.valueFrom]));

/** Whether a label selector (matchLabels and `In` expressions, all the manifests use) picks pods with `labels`. */
function selects(selector, labels) {
  const { matchLabels = {}, matchExpressions = [] } = selector;
  return (
    matches(matchLabels, labels) &&
    matchExpressions.every(({ key, operator, values }) => {
      assert.equal(operator, 'In', `selector operator ${operator} is not read by this test`);
      return values.includes(labels?.[key]);
    })
  );
}

/** The policies that select an app's pods for a direction: their rules together are what it may do. */
const policiesOf = (objects, app, type) =>
  ofKind(objects, 'NetworkPolicy').filter(
    (p) => p.spec.policyTypes.includes(type) && selects(p.spec.podSelector, { 'app.kubernetes.io/name': app }),
  );

/** `10.1.2.3` → its 32 bits; an IPv4 CIDR → [first, last] address. */
const ipv4 = (address) => address.split('.').reduce((n, part) => n * 256 + Number(part), 0);
function ipv4Range(cidr) {
  const [address, bits] = cidr.split('/');
  const size = 2 ** (32 - Number(bits));
  const first = Math.floor(ipv4(address) / size) * size;
  return [first, first + size - 1];
}
/** The ranges no pod address, service address or node may fall outside of, and the clouds' metadata endpoint. */
const PRIVATE_IPV4 = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10', '169.254.0.0/16'];

for (const overlay of ['base', 'production']) {
  describe(`infra/k8s/${overlay}`, () => {
    const objects = render(path.join(K8S, overlay));

    it('renders objects that all pass the Kubernetes schemas', () => {
      assert.ok(objects.length > 20, `only ${objects.length} objects`);
      for (const object of objects) {
        const Model = modelOf(object);
        assert.doesNotThrow(
          () => new Model(object).validate(),
          `${object.kind} ${object.metadata.name} does not pass its schema`,
        );
      }
    });

    it('runs each app as a Deployment behind a Service, with an autoscaler and a disruption budget', () => {
      for (const app of APPS) {
        const deployment = named(objects, 'Deployment', app);
        assert.ok(deployment, `no Deployment ${app}`);
        assert.equal(deployment.spec.replicas, undefined, `${app}: replicas would fight its autoscaler`);
        const hpa = named(objects, 'HorizontalPodAutoscaler', app);
        assert.deepEqual(hpa?.spec.scaleTargetRef, { apiVersion: 'apps/v1', kind: 'Deployment', name: app });
        assert.ok(hpa.spec.minReplicas >= 2 && hpa.spec.minReplicas <= hpa.spec.maxReplicas, `${app}: replicas`);
        const pdb = named(objects, 'PodDisruptionBudget', app);
        assert.ok(pdb.spec.minAvailable < hpa.spec.minReplicas, `${app}: a node drain could never evict a pod`);
      }
    });

    it('has every Service, budget and network policy select the pods of exactly one Deployment', () => {
      const deployments = ofKind(objects, 'Deployment');
      const podsOf = (selector) => deployments.filter((d) => matches(selector, d.spec.template.metadata.labels));
      for (const service of ofKind(objects, 'Service')) {
        const [deployment, ...others] = podsOf(service.spec.selector);
        assert.ok(deployment && !others.length, `Service ${service.metadata.name} selects ${others.length + 1}`);
        const ports = deployment.spec.template.spec.containers.flatMap((c) => c.ports ?? []);
        for (const { targetPort } of service.spec.ports) {
          assert.ok(
            ports.some((p) => p.name === targetPort || p.containerPort === targetPort),
            `${targetPort}`,
          );
        }
      }
      for (const pdb of ofKind(objects, 'PodDisruptionBudget')) {
        assert.equal(podsOf(pdb.spec.selector.matchLabels).length, 1, `PDB ${pdb.metadata.name}`);
      }
      for (const deployment of deployments) {
        assert.ok(
          matches(deployment.spec.selector.matchLabels, deployment.spec.template.metadata.labels),
          `Deployment ${deployment.metadata.name} selects pods it does not make`,
        );
      }
      const policy = named(objects, 'NetworkPolicy', 'services-from-gateway');
      assert.deepEqual(policy.spec.podSelector.matchExpressions[0].values, SERVICES);
      assert.equal(podsOf(policy.spec.ingress[0].from[0].podSelector.matchLabels)[0].metadata.name, 'gateway');
      for (const policy of ofKind(objects, 'NetworkPolicy')) {
        const selected = deployments.filter((d) => selects(policy.spec.podSelector, d.spec.template.metadata.labels));
        assert.ok(selected.length, `NetworkPolicy ${policy.metadata.name} selects no pods`);
      }
    });

    it('probes /health on the container port, with requests and limits and a graceful stop', () => {
      for (const app of APPS) {
        const pod = named(objects, 'Deployment', app).spec.template.spec;
        const container = pod.containers.find((c) => c.name === app);
        for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
          const { path: probePath, port } = container[probe].httpGet;
          assert.equal(probePath, '/health', `${app} ${probe}`);
          assert.ok(
            container.ports.some((p) => p.name === port),
            `${app} ${probe} probes port ${port}`,
          );
        }
        for (const c of allContainers(pod)) {
          for (const bound of ['requests', 'limits']) {
            assert.ok(c.resources[bound].cpu && c.resources[bound].memory, `${app}/${c.name} ${bound}`);
          }
        }
        const drain = container.lifecycle.preStop.sleep.seconds;
        assert.ok(pod.terminationGracePeriodSeconds > drain + 10, `${app}: no time left to close after the drain`);
      }
    });

    it('binds every app to the pod address and gives the gateway the services by their Service names', () => {
      for (const app of APPS) {
        const container = named(objects, 'Deployment', app).spec.template.spec.containers[0];
        assert.equal(envOf(container)[`${app.toUpperCase()}_HOST`], '0.0.0.0', app);
        const port = envOf(container)[`${app.toUpperCase()}_PORT`];
        assert.equal(Number(port), container.ports[0].containerPort, `${app} listens where it is probed`);
      }
      const reaches = (from, variable, app) => {
        const url = new URL(envOf(named(objects, 'Deployment', from).spec.template.spec.containers[0])[variable]);
        const target = named(objects, 'Service', url.hostname);
        assert.ok(target, `${from} ${variable}: no Service ${url.hostname}`);
        assert.equal(target.metadata.name, app, `${from} ${variable}`);
        assert.equal(Number(url.port || 80), target.spec.ports[0].port, `${from} ${variable}: the Service's port`);
      };
      for (const service of SERVICES) reaches('gateway', `${service.toUpperCase()}_URL`, service);
      reaches('gateway', 'RENDER_URL', 'render');
      reaches('render', 'GATEWAY_URL', 'gateway');
    });

    it('reads secrets only by reference, and only keys documented in site-secrets.example.env', () => {
      assert.equal(ofKind(objects, 'Secret').length, 0);
      const used = new Set();
      for (const [, spec] of podSpecs(objects)) {
        for (const container of allContainers(spec)) {
          for (const variable of container.env ?? []) {
            const ref = variable.valueFrom?.secretKeyRef;
            if (!ref) continue;
            assert.equal(ref.name, 'site-secrets', variable.name);
            assert.ok(SECRET_KEYS.includes(ref.key), `${container.name} reads an undocumented key ${ref.key}`);
            used.add(ref.key);
          }
        }
      }
      assert.deepEqual([...used].sort(), [...SECRET_KEYS].sort(), 'the documented keys and the used ones differ');
    });

    it('gives the renderer no Secret at all: site-config and plain values only, no database, no API token', () => {
      const pod = named(objects, 'Deployment', 'render').spec.template.spec;
      assert.equal(pod.automountServiceAccountToken, false, 'a service account token is a secret too');
      for (const volume of pod.volumes ?? []) {
        assert.ok(!volume.secret && !volume.projected, `render mounts ${volume.name}`);
      }
      for (const container of allContainers(pod)) {
        assert.deepEqual(
          (container.envFrom ?? []).map((source) => Object.keys(source)),
          [['configMapRef']],
          'render: envFrom beyond site-config',
        );
        assert.match(container.envFrom[0].configMapRef.name, /^site-config-/);
        for (const variable of container.env ?? []) {
          assert.equal(typeof variable.value, 'string', `render reads ${variable.name} from elsewhere`);
          assert.ok(!SECRET_KEYS.includes(variable.name), `render sets ${variable.name}`);
          assert.doesNotMatch(variable.name, /DATABASE_URL|SECRET/, `render sets ${variable.name}`);
        }
      }
      const config = ofKind(objects, 'ConfigMap').find((c) => c.metadata.name.startsWith('site-config-'));
      for (const key of Object.keys(config.data)) {
        assert.doesNotMatch(key, /DATABASE_URL|SECRET|PASSWORD|TOKEN/, `site-config carries ${key}, read by render`);
      }
    });

    it('fences the renderer: only the gateway calls it; it calls the gateway, DNS and (production) the CDN', () => {
      const gatewayPort = named(objects, 'Deployment', 'gateway').spec.template.spec.containers[0].ports[0];
      // Exactly the gateway's pods: an empty selector would be every pod of the namespace.
      const isGateway = (peer) =>
        JSON.stringify(peer) ===
        JSON.stringify({ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'gateway' } } });

      const ingress = policiesOf(objects, 'render', 'Ingress');
      assert.ok(
        ingress.some((p) => p.metadata.name === 'render'),
        'no NetworkPolicy render',
      );
      for (const rule of ingress.flatMap((p) => p.spec.ingress ?? [])) {
        assert.ok(rule.from?.length && rule.from.every(isGateway), 'render is reached by more than the gateway');
        assert.deepEqual(rule.ports, [{ port: 'http' }]);
      }

      const egress = policiesOf(objects, 'render', 'Egress').flatMap((p) => p.spec.egress ?? []);
      assert.ok(egress.length, 'render may send anywhere');
      const kinds = new Set();
      for (const rule of egress) {
        assert.ok(rule.to?.length && rule.ports?.length, `an egress rule open to every ${rule.to ? 'port' : 'peer'}`);
        if (rule.to.every(isGateway)) {
          assert.deepEqual(rule.ports, [{ protocol: 'TCP', port: gatewayPort.containerPort }]);
          kinds.add('gateway');
        } else if (rule.ports.every((p) => p.port === 53)) {
          for (const peer of rule.to) {
            assert.deepEqual(peer.namespaceSelector?.matchLabels, { 'kubernetes.io/metadata.name': 'kube-system' });
            assert.deepEqual(peer.podSelector?.matchLabels, { 'k8s-app': 'kube-dns' });
          }
          assert.deepEqual(rule.ports.map((p) => p.protocol).sort(), ['TCP', 'UDP']);
          kinds.add('dns');
        } else {
          // Remotes on a CDN: HTTPS to public addresses only, never the cluster's or the metadata endpoint.
          assert.deepEqual(rule.ports, [{ protocol: 'TCP', port: 443 }]);
          for (const { ipBlock, ...other } of rule.to) {
            assert.ok(ipBlock && !Object.keys(other).length, 'HTTPS beyond the gateway goes to addresses only');
            if (ipBlock.cidr.includes(':')) {
              for (const range of ['fc00::/7', 'fe80::/10']) assert.ok(ipBlock.except.includes(range), range);
              continue;
            }
            for (const range of PRIVATE_IPV4) {
              const [first, last] = ipv4Range(range);
              assert.ok(
                ipBlock.except.some((cidr) => ipv4Range(cidr)[0] <= first && last <= ipv4Range(cidr)[1]),
                `render may reach ${range} on 443`,
              );
            }
          }
          kinds.add('cdn');
        }
      }
      assert.deepEqual([...kinds].sort(), overlay === 'base' ? ['dns', 'gateway'] : ['cdn', 'dns', 'gateway']);
    });

    it('names the generated ConfigMaps by their content and points every reference at them', () => {
      const configMaps = ofKind(objects, 'ConfigMap');
      for (const name of ['site-config', 'remotes']) {
        assert.ok(
          configMaps.some((c) => new RegExp(`^${name}-[a-z0-9]{10}$`).test(c.metadata.name)),
          name,
        );
      }
      for (const [owner, spec] of podSpecs(objects)) {
        const refs = [
          ...(spec.volumes ?? []).map((v) => v.configMap?.name),
          ...allContainers(spec).flatMap((c) => (c.envFrom ?? []).map((e) => e.configMapRef?.name)),
        ].filter(Boolean);
        for (const ref of refs) assert.ok(named(objects, 'ConfigMap', ref), `${owner.metadata.name} → ${ref}`);
      }
    });

    it('migrates every schema in one Job, each app from its own image with MIGRATIONS=only', () => {
      const job = named(objects, 'Job', 'migrate');
      assert.deepEqual(
        job.spec.template.spec.containers.map((c) => c.name),
        DATABASE_APPS,
      );
      for (const container of job.spec.template.spec.containers) {
        const app = container.name;
        const image = named(objects, 'Deployment', app).spec.template.spec.containers[0].image;
        assert.equal(container.image, image, `${app}: the Job migrates another release than the Deployment runs`);
        assert.equal(envOf(container).MIGRATIONS, 'only');
        assert.equal(
          envOf(container)[`${app.toUpperCase()}_DATABASE_URL`].secretKeyRef.key,
          `${app.toUpperCase()}_DATABASE_URL`,
        );
      }
    });

    it('routes the public host to the gateway, under the site URL the apps link to', () => {
      const [ingress] = ofKind(objects, 'Ingress');
      const [rule] = ingress.spec.rules;
      assert.deepEqual(ingress.spec.tls[0].hosts, [rule.host]);
      const backend = rule.http.paths[0].backend.service;
      const service = named(objects, 'Service', backend.name);
      assert.equal(service.metadata.name, 'gateway');
      assert.ok(service.spec.ports.some((p) => p.name === backend.port.name));
      const config = ofKind(objects, 'ConfigMap').find((c) => c.metadata.name.startsWith('site-config-'));
      assert.equal(new URL(config.data.SITE_URL).host, rule.host);
      assert.equal(config.data.NODE_ENV, 'production');
    });
  });
}

describe('infra/k8s/production over the base', () => {
  const base = render(path.join(K8S, 'base'));
  const production = render(path.join(K8S, 'production'));
  const remotesOf = (objects) =>
    JSON.parse(ofKind(objects, 'ConfigMap').find((c) => c.metadata.name.startsWith('remotes-')).data['remotes.json']);

  it('puts everything in namespace site, on released images', () => {
    for (const object of production) assert.equal(object.metadata.namespace, 'site', object.metadata.name);
    for (const [owner, spec] of podSpecs(production)) {
      for (const container of allContainers(spec)) {
        assert.match(container.image, /^registry\.example\.org\/site\/[a-z]+:\d+\.\d+\.\d+$/, owner.metadata.name);
      }
    }
  });

  it('serves every remote the site knows from the CDN by its manifest URL, over HTTPS the renderer may reach', () => {
    const known = Object.keys(JSON.parse(readFileSync(path.join(INFRA, 'remotes.json'), 'utf8'))).sort();
    assert.deepEqual(Object.keys(remotesOf(base)).sort(), known);
    const remotes = remotesOf(production);
    assert.deepEqual(Object.keys(remotes).sort(), known);
    for (const [name, url] of Object.entries(remotes)) {
      assert.match(url, new RegExp(`^https://cdn\\.commonplace\\.quest/remotes/${name}/[^/]+/mf-manifest\\.json$`));
      assert.equal(new URL(url).port, '', `${name}: the renderer may reach the CDN on 443 only`);
    }
  });

  it('renames a ConfigMap whose content changed, so the pods that read it roll', () => {
    const names = (objects) => ofKind(objects, 'ConfigMap').map((c) => c.metadata.name);
    for (const name of names(production)) assert.ok(!names(base).includes(name), name);
  });

  it('patches the gateway and renderer containers by name: new resources, the base env kept', () => {
    for (const app of ['gateway', 'render']) {
      const containerOf = (objects) => named(objects, 'Deployment', app).spec.template.spec.containers[0];
      assert.equal(containerOf(production).resources.limits.memory, '768Mi', app);
      assert.deepEqual(containerOf(production).env, containerOf(base).env, app);
      assert.equal(named(production, 'HorizontalPodAutoscaler', app).spec.minReplicas, 3, app);
    }
  });
});
