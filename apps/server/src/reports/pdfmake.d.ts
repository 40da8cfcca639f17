// pdfmake 0.3 ships no types (and @types/pdfmake describes 0.2): the little of its server API that pdf.ts uses.
declare module 'pdfmake' {
  type FontFiles = { normal: string; bold: string; italics: string; bolditalics: string };
  type OutputDocument = {
    /** pdfkit's document, a readable stream: it ends once `end()` is called. */
    getStream(): Promise<NodeJS.ReadableStream & { end(): void }>;
    getBuffer(): Promise<Buffer>;
  };
  const pdfmake: {
    setFonts(fonts: Record<string, FontFiles>): void;
    setUrlAccessPolicy(policy: (url: string) => boolean): void;
    setLocalAccessPolicy(policy: (path: string) => boolean): void;
    createPdf(definition: object, options?: object): OutputDocument;
  };
  export default pdfmake;
}

declare module 'pdfmake/fonts/Roboto.js' {
  const fonts: { Roboto: { normal: string; bold: string; italics: string; bolditalics: string } };
  export default fonts;
}
