// Usage: node --import tsx remove-embedded-data.ts <data folder>: starts the next run on an empty cluster.
import { removeEmbeddedData } from '../src/embedded.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('Give the data folder to remove.');
await removeEmbeddedData(dataDir);
