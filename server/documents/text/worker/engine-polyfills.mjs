// Methods the pdf.js bundled with unpdf calls without providing them, missing from Node 20's engine. Without
// `ArrayBuffer.prototype.transferToFixedLength` (ES2024, Node 21) pdf.js fails to prepare any font for drawing, drops
// the page's whole drawing and renders it blank: a scanned page whose PDF also declares a font (ReportLab's, many
// scanners' with a stamped line) reached the OCR as a white page. Each is defined only when missing.
if (typeof ArrayBuffer.prototype.transferToFixedLength !== "function") {
  Object.defineProperty(ArrayBuffer.prototype, "transferToFixedLength", {
    // A copy rather than a move: callers only use the result, never the buffer they called it on.
    value(newLength = this.byteLength) {
      const out = new ArrayBuffer(newLength);
      new Uint8Array(out).set(new Uint8Array(this, 0, Math.min(newLength, this.byteLength)));
      return out;
    },
    configurable: true,
    writable: true,
  });
}

if (typeof Uint8Array.fromBase64 !== "function") {
  Object.defineProperty(Uint8Array, "fromBase64", {
    value: (text) => new Uint8Array(Buffer.from(String(text), "base64")),
    configurable: true,
    writable: true,
  });
}
