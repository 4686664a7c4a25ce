package store

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// jobWordsSelect reads the title words of the postings shown (%s adds a
// condition on jobs, as a quoted SQL string) with how many postings have each:
// letters only, three or more, as written (simple configuration, split like
// the index).
const jobWordsSelect = `SELECT word, ndoc FROM ts_stat(
	'SELECT to_tsvector(''simple'', jobs_split(title)) FROM jobs WHERE is_primary' || %s)
	WHERE word ~ '^[[:alpha:]]{3,}$'`

// JobWordsAdd adds the title words of one source's postings to the vocabulary
// typos are corrected from (a scrape run calls it), keeping the larger count.
func (s *Store) JobWordsAdd(ctx context.Context, sourceKey string) error {
	_, err := s.pool.Exec(ctx, `INSERT INTO job_words (word, postings) `+
		fmt.Sprintf(jobWordsSelect, "format(' AND source_key = %L', $1::text)")+`
		ON CONFLICT (word) DO UPDATE SET postings = greatest(job_words.postings, EXCLUDED.postings)`, sourceKey)
	return wrap(err, "add job words of %s", sourceKey)
}

// JobWordsRebuild rebuilds the vocabulary from every posting shown, dropping
// the words of postings gone (the hourly sweep calls it).
func (s *Store) JobWordsRebuild(ctx context.Context) error {
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, "DELETE FROM job_words"); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, "INSERT INTO job_words (word, postings) "+fmt.Sprintf(jobWordsSelect, "''"))
		return err
	})
	return wrap(err, "rebuild job words")
}

// JobWordsCorrect returns, for each word (lower-case), itself when a title has
// it, else the most similar title word by trigrams (pg_trgm's similarity at
// least 0.3; the commoner on ties), else "".
func (s *Store) JobWordsCorrect(ctx context.Context, words []string) ([]string, error) {
	rows, _ := s.pool.Query(ctx, `SELECT coalesce(
			(SELECT word FROM job_words WHERE word = w),
			(SELECT word FROM job_words WHERE word % w ORDER BY similarity(word, w) DESC, postings DESC, word LIMIT 1),
			'')
		FROM unnest($1::text[]) WITH ORDINALITY AS t(w, i) ORDER BY i`, words)
	out, err := pgx.CollectRows(rows, pgx.RowTo[string])
	return out, wrap(err, "correct words %v", words)
}
