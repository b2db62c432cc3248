export {
  startStandInBee,
  type Answer,
  type StandInBehaviour,
  type RecordedRequest,
  type StandInBee,
  type StandInOptions,
  type Violation,
} from './server';
export {contractAvailable, contractDir, ContractChecksumError, ContractMissingError} from './contract';
export {STAND_IN_STATES} from './states';
