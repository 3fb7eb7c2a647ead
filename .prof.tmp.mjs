import * as XLSX from "xlsx";
const cfb = new Uint8Array(600); cfb.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
try { XLSX.read(Buffer.from(cfb), {type:"buffer"}) } catch(e) { console.log("msg:", e.message) }
const rows = [["Employee", "Job", "Hours", "Cash Tips", "Credit Card Tips", "Total Tips"]];
for (let i = 0; i < 5000; i++) rows.push([`Person ${i % 400}`, "Server", 5.25, 10.1, 20.2, 30.3]);
const wb = XLSX.utils.book_new(); XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), "Big");
const buf = XLSX.write(wb, {type:"buffer", bookType:"xlsx"});
const buf2 = XLSX.write(wb, {type:"buffer", bookType:"xlsx", compression: true});
console.log(buf.length, buf2.length);
for (const b of [buf, buf2, buf, buf2]) {
  let t=performance.now(); XLSX.read(b, {type:"buffer", dense:true, cellNF:true, cellText:false}); console.log("read", (performance.now()-t).toFixed(0));
}
