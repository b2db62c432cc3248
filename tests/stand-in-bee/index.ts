export {startStandInBee, type Answer, type RecordedRequest, type StandInBee, type StandInOptions, type Violation} from './server';
export {contractAvailable, contractDir, ContractChecksumError, ContractMissingError} from './contract';
