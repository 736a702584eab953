/** webpack emits imported SVG files as assets (asset/resource) and returns their URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}
