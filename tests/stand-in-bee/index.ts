export {startStandInBee, type StandInBee, type StandInOptions} from './server';
export type {Answer, RecordedRequest, Violation} from './answers';
export type {StandInBehaviour} from './behaviour';
export {STAND_IN_NODE_KEY} from './routes/node';
export {contractAvailable, contractDir, ContractChecksumError, ContractMissingError} from './contract';
export {STAND_IN_STATES} from './states';
