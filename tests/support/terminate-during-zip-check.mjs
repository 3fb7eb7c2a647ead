// Starts workers that run the payroll zip guard in a loop and terminates each at a random moment, many times,
// as the payroll pool does to a read that overruns its limit. Prints "survived" when the process lived through
// all of them (tests/unit/zip-guard-terminate.test.ts). The archive has many tiny entries, so most of the
// guard's time is spent starting an entry's inflate: the moment a termination used to abort the process.
import { Worker } from "node:worker_threads";
import { deflateRawSync } from "node:zlib";

function zipOfTinyEntries(count) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (let i = 0; i < count; i++) {
    const name = Buffer.from(`xl/part${i}.xml`);
    const data = deflateRawSync(Buffer.from(`<c r="A${i}"/>`));
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(12 + String(i).length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(12 + String(i).length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const [rounds, together] = [Number(process.argv[2] ?? 10), Number(process.argv[3] ?? 4)];
const workbook = zipOfTinyEntries(200);
const checkThenTerminate = async () => {
  const worker = new Worker(new URL("./zip-check-worker.mjs", import.meta.url), { execArgv: [], workerData: { workbook } });
  await new Promise((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  worker.on("message", (message) => console.error(`worker: ${message}`));
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
  await worker.terminate();
};
for (let i = 0; i < rounds; i++) await Promise.all(Array.from({ length: together }, checkThenTerminate));
process.stdout.write("survived\n");
