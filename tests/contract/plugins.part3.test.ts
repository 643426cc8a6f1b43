/** The plugin contract (pluginContract.ts), part 3 of 4: every fourth plugin. */
import { pluginContract } from './pluginContract.ts';
import { contractPart } from '../selection.ts';

await pluginContract(contractPart(3), { wholeFolder: false });
