/** How Bee reads feeds beyond its contract. */
import {bee} from './source';

/**
 * How Bee finds a sequence feed's latest update (`GET /feeds/{owner}/{topic}`, and feed manifests through
 * `/bzz`): not index by index, but with an asynchronous finder (`lookupSource`). After update 0 it probes
 * `probesAtOnce` indexes at once, 2^l - 1 past the newest update found for l from `probesAtOnce` down to 1
 * (`probeSource`), and narrows down between the newest found and the first missing; a probe without an answer
 * within `probeTimeoutSeconds` counts as missing (`timeoutSource`), so a slow probe makes a read stale.
 */
export const FEED_LOOKUP = {
  probesAtOnce: 8,
  probeTimeoutSeconds: 1,
  lookupSource: bee('pkg/feeds/factory/factory.go', 25, '(*factory).NewLookup', 'return sequence.NewAsyncFinder(f.Getter, feed), nil'),
  callerSource: bee('pkg/api/feed.go', 75, '(*Service).feedGetHandler', 'lookup, err := s.feedFactory.NewLookup(feeds.Sequence, f)'),
  levelsSource: bee('pkg/feeds/sequence/sequence.go', 29, 'const DefaultLevels', 'DefaultLevels = 8'),
  probeSource: bee('pkg/feeds/sequence/sequence.go', 216, '(*asyncFinder).at', 'index := i.base + (1 << l) - 1'),
  timeoutSource: bee('pkg/feeds/sequence/sequence.go', 211, '(*asyncFinder).at', 'context.WithTimeout(ctx, 1*time.Second)'),
  /** Bee's test of the finder over feeds of many lengths. */
  test: bee('pkg/feeds/sequence/lookup_test.go', 48, 'TestFinder', 'sequence.NewAsyncFinder, sequence.NewUpdater'),
} as const;

/** The distances past the newest update found that one round of the feed lookup probes: 1, 3, 7 … 255. */
export const feedProbeDistances = () => Array.from({length: FEED_LOOKUP.probesAtOnce}, (_, level) => 2 ** (level + 1) - 1);
