// The subset of kustomize that infra/k8s uses, for rendering in tests without the kustomize binary (no npm
// package renders kustomizations): resources (files and folders), namespace, labels (metadata only), images,
// configMapGenerator (literals and files; behaviors create, merge, replace; hash suffix and the rewriting of
// references to it), and strategic-merge patches that name their target. Anything else in a kustomization
// throws, so the overlay cannot drift past what this renders the way kustomize does.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

const SUPPORTED = new Set([
  'apiVersion',
  'kind',
  'resources',
  'namespace',
  'labels',
  'images',
  'configMapGenerator',
  'patches',
]);

/** Strategic merge keys of the lists the overlay patches (from the Kubernetes API's patchMergeKey). */
const MERGE_KEYS = {
  containers: 'name',
  initContainers: 'name',
  env: 'name',
  volumes: 'name',
  volumeMounts: 'mountPath',
  ports: 'containerPort',
};

/** Every object the kustomization at `dir` renders, with generated ConfigMaps named by their hash. */
export function render(dir) {
  const { objects, generated } = build(dir);
  for (const config of generated) config.metadata.name = `${config.metadata.name}-${configMapHash(config)}`;
  const renamed = new Map(generated.map((config) => [config.originalName, config.metadata.name]));
  for (const object of objects) rewriteConfigMapReferences(object, renamed);
  for (const config of generated) delete config.originalName;
  return objects;
}

function build(dir) {
  const file = path.join(dir, 'kustomization.yaml');
  const kustomization = readYaml(file)[0];
  const unknown = Object.keys(kustomization).filter((key) => !SUPPORTED.has(key));
  if (unknown.length) throw new Error(`${file}: not rendered by this helper: ${unknown.join(', ')}`);

  const objects = [];
  const generated = [];
  for (const resource of kustomization.resources ?? []) {
    const target = path.resolve(dir, resource);
    if (statSync(target).isDirectory()) {
      const base = build(target);
      objects.push(...base.objects);
      generated.push(...base.generated);
    } else {
      objects.push(...readYaml(target));
    }
  }
  for (const generator of kustomization.configMapGenerator ?? []) {
    generateConfigMap(dir, generator, objects, generated);
  }
  for (const patch of kustomization.patches ?? []) applyPatchFile(dir, patch, objects);
  for (const image of kustomization.images ?? []) setImage(objects, image);
  for (const { pairs, ...options } of kustomization.labels ?? []) {
    if (Object.keys(options).length) throw new Error(`labels options are not rendered: ${Object.keys(options)}`);
    for (const object of objects) object.metadata.labels = { ...object.metadata.labels, ...pairs };
  }
  if (kustomization.namespace) {
    for (const object of objects) object.metadata.namespace = kustomization.namespace;
  }
  return { objects, generated };
}

function readYaml(file) {
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map((document) => {
      if (document.errors.length) throw new Error(`${file}: ${document.errors[0].message}`);
      return document.toJS();
    })
    .filter(Boolean);
}

function generateConfigMap(dir, generator, objects, generated) {
  const { name, behavior = 'create', literals = [], files = [], ...rest } = generator;
  if (Object.keys(rest).length) throw new Error(`configMapGenerator ${name}: not rendered: ${Object.keys(rest)}`);
  const data = {};
  for (const literal of literals) {
    const at = literal.indexOf('=');
    data[literal.slice(0, at)] = literal.slice(at + 1);
  }
  for (const file of files) data[path.basename(file)] = readFileSync(path.resolve(dir, file), 'utf8');

  const existing = generated.find((config) => config.originalName === name);
  if (behavior === 'create') {
    if (existing) throw new Error(`configMapGenerator ${name} exists already: use behavior merge or replace`);
    const config = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name }, data, originalName: name };
    generated.push(config);
    objects.push(config);
  } else if (!existing) {
    throw new Error(`configMapGenerator ${name}: behavior ${behavior} needs a ConfigMap ${name} from a base`);
  } else {
    existing.data = behavior === 'merge' ? { ...existing.data, ...data } : data;
  }
}

/**
 * The scheme of kustomize's api/hasher: the first 10 hex digits of the SHA-256 of Go's JSON of kind, name and data,
 * some letters swapped. What matters here is that the name follows the content; the suffix itself may differ
 * from the one a given kubectl prints (kubectl 1.32's did, while every other field rendered the same).
 */
function configMapHash(config) {
  const sorted = Object.fromEntries(Object.entries(config.data).sort(([a], [b]) => (a < b ? -1 : 1)));
  const json = JSON.stringify({ data: sorted, kind: 'ConfigMap', name: config.metadata.name }).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  const swaps = { 0: 'g', 1: 'h', 3: 'k', a: 'm', e: 't' };
  return [...createHash('sha256').update(json).digest('hex').slice(0, 10)].map((c) => swaps[c] ?? c).join('');
}

const podSpecOf = (object) =>
  object.kind === 'Deployment' || object.kind === 'Job' ? object.spec?.template?.spec : undefined;

const containersOf = (spec) => [...(spec.initContainers ?? []), ...(spec.containers ?? [])];

function rewriteConfigMapReferences(object, renamed) {
  const spec = podSpecOf(object);
  if (!spec) return;
  const rename = (ref) => {
    if (ref && renamed.has(ref.name)) ref.name = renamed.get(ref.name);
  };
  for (const volume of spec.volumes ?? []) rename(volume.configMap);
  for (const container of containersOf(spec)) {
    for (const source of container.envFrom ?? []) rename(source.configMapRef);
    for (const variable of container.env ?? []) rename(variable.valueFrom?.configMapKeyRef);
  }
}

function applyPatchFile(dir, patch, objects) {
  const { path: file, ...rest } = patch;
  if (!file || Object.keys(rest).length)
    throw new Error(`patches: only { path } is rendered: ${JSON.stringify(patch)}`);
  for (const document of readYaml(path.resolve(dir, file))) {
    const target = objects.find(
      (object) => object.kind === document.kind && object.metadata.name === document.metadata.name,
    );
    if (!target) throw new Error(`${file}: no ${document.kind} ${document.metadata.name} to patch`);
    Object.assign(target, strategicMerge(target, document));
  }
}

/** Maps merge key by key; lists with a merge key merge item by item; any other list or value is replaced. */
export function strategicMerge(target, patch, key) {
  if (Array.isArray(patch)) {
    const mergeKey = MERGE_KEYS[key];
    if (!mergeKey || !Array.isArray(target)) return structuredClone(patch);
    const merged = target.map((item) => structuredClone(item));
    for (const item of patch) {
      const at = merged.findIndex((existing) => existing[mergeKey] === item[mergeKey]);
      if (at === -1) merged.push(structuredClone(item));
      else merged[at] = strategicMerge(merged[at], item);
    }
    return merged;
  }
  if (patch && typeof patch === 'object') {
    const merged = target && typeof target === 'object' && !Array.isArray(target) ? { ...target } : {};
    for (const [name, value] of Object.entries(patch)) {
      merged[name] = value === null ? undefined : strategicMerge(merged[name], value, name);
      if (merged[name] === undefined) delete merged[name];
    }
    return merged;
  }
  return patch;
}

function setImage(objects, { name, newName, newTag, digest, ...rest }) {
  if (Object.keys(rest).length) throw new Error(`images ${name}: not rendered: ${Object.keys(rest)}`);
  for (const object of objects) {
    const spec = podSpecOf(object);
    if (!spec) continue;
    for (const container of containersOf(spec)) {
      const [image, tag] = splitImage(container.image);
      if (image !== name) continue;
      const suffix = digest ? `@${digest}` : newTag ? `:${newTag}` : tag ? `:${tag}` : '';
      container.image = `${newName ?? image}${suffix}`;
    }
  }
}

/** `registry:5000/a/b:tag` → ['registry:5000/a/b', 'tag']: a tag's colon comes after the last slash. */
function splitImage(reference) {
  const at = reference.lastIndexOf(':');
  return at > reference.lastIndexOf('/') ? [reference.slice(0, at), reference.slice(at + 1)] : [reference, ''];
}
