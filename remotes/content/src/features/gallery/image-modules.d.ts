// webpack's asset modules: importing an image gives the URL of its hashed file.
declare module '*.webp' {
  const url: string;
  export default url;
}

declare module '*.jpg' {
  const url: string;
  export default url;
}

/** webpack's public path: where the browser loaded this build from, '' in the server build (see remote-files). */
declare let __webpack_public_path__: string;
