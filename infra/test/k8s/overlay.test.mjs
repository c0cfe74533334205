// Renders infra/k8s (base and production) and checks each object against the Kubernetes schemas, then what the
// schemas cannot see: that the objects point at each other, probe /health, and read only documented secret keys.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import * as models from 'kubernetes-models';
import { render } from './kustomize.mjs';

const INFRA = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const K8S = path.join(INFRA, 'k8s');
const APPS = ['gateway', 'identity', 'content', 'learn', 'audience'];
const SERVICES = APPS.filter((app) => app !== 'gateway');

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
      const [policy] = ofKind(objects, 'NetworkPolicy');
      assert.deepEqual(policy.spec.podSelector.matchExpressions[0].values, SERVICES);
      assert.equal(podsOf(policy.spec.ingress[0].from[0].podSelector.matchLabels)[0].metadata.name, 'gateway');
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
      const gateway = envOf(named(objects, 'Deployment', 'gateway').spec.template.spec.containers[0]);
      for (const service of SERVICES) {
        const url = new URL(gateway[`${service.toUpperCase()}_URL`]);
        const target = named(objects, 'Service', url.hostname);
        assert.ok(target, `${service}: no Service ${url.hostname}`);
        assert.equal(Number(url.port || 80), target.spec.ports[0].port, `${service}: the Service's port`);
      }
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
        APPS,
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

  it('serves every remote the site knows from the CDN by its manifest URL', () => {
    const known = Object.keys(JSON.parse(readFileSync(path.join(INFRA, 'remotes.json'), 'utf8'))).sort();
    assert.deepEqual(Object.keys(remotesOf(base)).sort(), known);
    const remotes = remotesOf(production);
    assert.deepEqual(Object.keys(remotes).sort(), known);
    for (const [name, url] of Object.entries(remotes)) {
      assert.match(url, new RegExp(`^https://cdn\\.commonplace\\.quest/remotes/${name}/[^/]+/mf-manifest\\.json$`));
    }
  });

  it('renames a ConfigMap whose content changed, so the pods that read it roll', () => {
    const names = (objects) => ofKind(objects, 'ConfigMap').map((c) => c.metadata.name);
    for (const name of names(production)) assert.ok(!names(base).includes(name), name);
  });

  it('patches the gateway container by name: new resources, the base env kept', () => {
    const containerOf = (objects) => named(objects, 'Deployment', 'gateway').spec.template.spec.containers[0];
    assert.equal(containerOf(production).resources.limits.memory, '768Mi');
    assert.deepEqual(containerOf(production).env, containerOf(base).env);
    assert.equal(named(production, 'HorizontalPodAutoscaler', 'gateway').spec.minReplicas, 3);
  });
});
