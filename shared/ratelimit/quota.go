package ratelimit

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
)

// SeedFunc returns the request ids that already used an account's allowance in
// [from, to), from the durable record. Quota calls it when the month's set was not
// seeded since Redis last held it: the month's first call, or a Redis that lost
// its data.
type SeedFunc func(ctx context.Context, accountID string, from, to time.Time) ([]string, error)

// Quota is a monthly (calendar month, UTC) call allowance per account.
type Quota struct {
	rdb    redis.UniversalClient
	prefix string
	limit  int
	seed   SeedFunc
	// staleAfter is longer than any call runs: a claim this old that the
	// durable record does not hold was left by a replica that died mid-call.
	staleAfter time.Duration
}

// DefaultStaleAfter is how old a claim must be before Quota may forget it:
// well past the longest deadline of a call (build-resume 20 s, auto-apply 25 s).
const DefaultStaleAfter = 5 * time.Minute

// NewQuota returns a Quota of limit calls a month whose keys live under namespace.
// seed may be nil when there is no durable record to rebuild from; then no claim
// is ever forgotten either.
func NewQuota(rdb redis.UniversalClient, namespace string, limit int, seed SeedFunc) *Quota {
	return &Quota{rdb: rdb, prefix: namespace + ":quota:", limit: limit, seed: seed, staleAfter: DefaultStaleAfter}
}

// WithStaleAfter sets how old an unrecorded claim must be to be forgotten
// (tests shorten it).
func (q *Quota) WithStaleAfter(d time.Duration) *Quota {
	q.staleAfter = d
	return q
}

// Limit returns the allowance per month.
func (q *Quota) Limit() int { return q.limit }

// Reservation is one request's claim on the allowance.
type Reservation struct {
	Allowed bool
	// Used counts the month's calls including this one when allowed.
	Used int
	// ResetsAt is when the allowance starts again: the next month, 00:00 UTC.
	ResetsAt time.Time
	key      string
	member   string
	added    bool
}

// Reserve claims one call of the allowance for requestID before the work is done.
// Reservations are exact under any concurrency: one script checks the count and
// adds the claim atomically, so a claim over the limit is never added, not even
// for an instant (adding first and withdrawing after let two callers racing past
// the limit refuse each other while one call was still free). A request id
// already in the set (a replay) passes without counting twice. Release the claim
// if the call fails.
func (q *Quota) Reserve(ctx context.Context, accountID, requestID string, now time.Time) (Reservation, error) {
	from, to := monthOf(now)
	r := Reservation{ResetsAt: to, key: q.key(accountID, from), member: requestID}
	ttl := int64((to.Sub(now) + 7*24*time.Hour) / time.Second) // late releases still find the set
	needSeed := 0
	if q.seed != nil {
		needSeed = 1
	}
	forgot := false
	for {
		res, err := reserveScript.Run(ctx, q.rdb, []string{r.key}, requestID, q.limit, ttl, needSeed, seededMember).Int64Slice()
		if err != nil {
			return r, fmt.Errorf("ratelimit: reserve quota of %s: %w", accountID, err)
		}
		switch added, used, allowed := res[0], res[1], res[2] == 1; {
		case added == -1:
			// The month's set was never seeded since Redis last held it: the
			// month's first call, or a Redis that lost its data.
			if err := q.reseed(ctx, accountID, r.key, from, to, ttl); err != nil {
				return r, err
			}
		case allowed:
			r.Allowed, r.added, r.Used = true, added == 1, int(used)
			return r, nil
		case !forgot:
			// Before refusing, forget claims that replicas which died mid-call
			// left: they are calls nobody was served or billed for.
			forgot = true
			n, err := q.forgetOrphans(ctx, accountID, r.key, from, to, now, requestID)
			if err != nil || n == 0 {
				r.Used = q.limit
				return r, nil
			}
		default:
			r.Used = q.limit
			return r, nil
		}
	}
}

// seededMember marks a month's set as seeded from the durable record; it is no
// claim and is never counted.
const seededMember = "~seeded"

// reserveScript claims ARGV[1] in the set KEYS[1] if it holds fewer than ARGV[2]
// claims, and returns {added (1, 0, or -1 when the set must be seeded first),
// claims counted after, allowed}. ARGV[3] is the set's time to live, ARGV[4] 1
// when an unseeded set must be seeded, ARGV[5] the seeded marker.
var reserveScript = redis.NewScript(`
local seeded = redis.call('SISMEMBER', KEYS[1], ARGV[5])
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1 then
	return {0, redis.call('SCARD', KEYS[1]) - seeded, 1}
end
if ARGV[4] == '1' and seeded == 0 then
	return {-1, 0, 0}
end
local used = redis.call('SCARD', KEYS[1]) - seeded
if used >= tonumber(ARGV[2]) then
	return {0, used, 0}
end
redis.call('SADD', KEYS[1], ARGV[1])
redis.call('EXPIRE', KEYS[1], ARGV[3])
return {1, used + 1, 1}
`)

// Release withdraws a reservation whose call did not succeed, so it does not count.
// Releasing a replay's or a refused reservation does nothing.
func (q *Quota) Release(ctx context.Context, r Reservation) error {
	if !r.added {
		return nil
	}
	if err := q.rdb.SRem(ctx, r.key, r.member).Err(); err != nil {
		return fmt.Errorf("ratelimit: release quota claim: %w", err)
	}
	return nil
}

// Token names a held claim so that another process can give it back later with
// ReleaseToken: an auto-apply round holds its call's claim until a worker knows
// whether the application was submitted. A claim that was not added (a refusal)
// has no token.
func (r Reservation) Token() string {
	if !r.added {
		return ""
	}
	return r.key + "|" + r.member
}

// TokenMember returns the call id a Token names when the claim is of the month
// starting at from, so the durable record of held claims can be read back as
// the allowance's members.
func TokenMember(token string, from time.Time) (string, bool) {
	key, member, ok := strings.Cut(token, "|")
	if !ok || member == "" || !strings.HasSuffix(key, ":"+from.UTC().Format("2006-01")) {
		return "", false
	}
	return member, true
}

// ReleaseToken gives back the claim named by a Token, once: releasing a token
// twice, or an empty one, does nothing. A token of another account is refused,
// so a stored token cannot touch another account's allowance.
func (q *Quota) ReleaseToken(ctx context.Context, accountID, token string) error {
	if token == "" {
		return nil
	}
	key, member, ok := strings.Cut(token, "|")
	if !ok || member == "" || !strings.HasPrefix(key, q.prefix+accountID+":") {
		return fmt.Errorf("ratelimit: release quota claim: malformed token for account %s", accountID)
	}
	if err := q.rdb.SRem(ctx, key, member).Err(); err != nil {
		return fmt.Errorf("ratelimit: release quota claim: %w", err)
	}
	return nil
}

// Used returns how many calls of the month containing now an account has used,
// reservations in flight included.
func (q *Quota) Used(ctx context.Context, accountID string, now time.Time) (int, error) {
	from, to := monthOf(now)
	if _, err := q.forgetOrphans(ctx, accountID, q.key(accountID, from), from, to, now, ""); err != nil {
		return 0, err
	}
	key := q.key(accountID, from)
	var card *redis.IntCmd
	var seeded *redis.BoolCmd
	if _, err := q.rdb.TxPipelined(ctx, func(p redis.Pipeliner) error {
		card = p.SCard(ctx, key)
		seeded = p.SIsMember(ctx, key, seededMember)
		return nil
	}); err != nil {
		return 0, fmt.Errorf("ratelimit: quota used by %s: %w", accountID, err)
	}
	n := card.Val()
	if seeded.Val() {
		n--
	}
	if !seeded.Val() && q.seed != nil {
		ids, err := q.seed(ctx, accountID, from, to)
		if err != nil {
			return 0, fmt.Errorf("ratelimit: quota used by %s: %w", accountID, err)
		}
		return len(ids), nil
	}
	return int(n), nil
}

// reseed adds the durable record's calls of the month to its set and marks it
// seeded. Two callers seeding at once add the same ids.
func (q *Quota) reseed(ctx context.Context, accountID, key string, from, to time.Time, ttl int64) error {
	ids, err := q.seed(ctx, accountID, from, to)
	if err != nil {
		return fmt.Errorf("ratelimit: rebuild quota of %s: %w", accountID, err)
	}
	members := make([]any, 0, len(ids)+1)
	for _, id := range ids {
		members = append(members, id)
	}
	members = append(members, seededMember)
	_, err = q.rdb.TxPipelined(ctx, func(p redis.Pipeliner) error {
		p.SAdd(ctx, key, members...)
		p.Expire(ctx, key, time.Duration(ttl)*time.Second)
		return nil
	})
	if err != nil {
		return fmt.Errorf("ratelimit: rebuild quota of %s: %w", accountID, err)
	}
	return nil
}

// forgetOrphans removes the month's claims older than staleAfter that the
// durable record (free usage events, claims held by rounds in flight) does not
// hold: a replica killed between claiming and recording or releasing left them,
// and they would otherwise count calls nobody was served. It returns how many it
// removed. Claims whose age is unknown are kept, and so is keep (the claim being
// made).
func (q *Quota) forgetOrphans(ctx context.Context, accountID, key string, from, to, now time.Time, keep string) (int, error) {
	if q.seed == nil {
		return 0, nil
	}
	members, err := q.rdb.SMembers(ctx, key).Result()
	if err != nil {
		return 0, fmt.Errorf("ratelimit: quota claims of %s: %w", accountID, err)
	}
	var old []string
	for _, m := range members {
		if at, ok := callIDTime(m); ok && m != keep && now.Sub(at) > q.staleAfter {
			old = append(old, m)
		}
	}
	if len(old) == 0 {
		return 0, nil
	}
	durable, err := q.seed(ctx, accountID, from, to)
	if err != nil {
		return 0, fmt.Errorf("ratelimit: quota record of %s: %w", accountID, err)
	}
	held := make(map[string]bool, len(durable))
	for _, id := range durable {
		held[id] = true
	}
	var orphans []any
	for _, m := range old {
		if !held[m] {
			orphans = append(orphans, m)
		}
	}
	if len(orphans) == 0 {
		return 0, nil
	}
	if err := q.rdb.SRem(ctx, key, orphans...).Err(); err != nil {
		return 0, fmt.Errorf("ratelimit: forget orphan claims of %s: %w", accountID, err)
	}
	return len(orphans), nil
}

func (q *Quota) key(accountID string, month time.Time) string {
	return q.prefix + accountID + ":" + month.Format("2006-01")
}

// monthOf returns the calendar month (UTC) containing t as [from, to).
func monthOf(t time.Time) (time.Time, time.Time) {
	t = t.UTC()
	from := time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, time.UTC)
	return from, from.AddDate(0, 1, 0)
}
