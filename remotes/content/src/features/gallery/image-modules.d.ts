// webpack's asset modules: importing an image gives the URL of its hashed file.
declare module '*.webp' {
  const url: string;
  export default url;
}

declare module '*.jpg' {
  const url: string;
  export default url;
}
