package blob_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/blob"
	"github.com/careerkit/careerkit/shared/blob/s3test"
	"github.com/careerkit/careerkit/shared/dbtest"
)

func TestStores(t *testing.T) {
	t.Parallel()
	dir, err := blob.NewDir(t.TempDir())
	require.NoError(t, err)
	s3, err := blob.NewS3(context.Background(), s3test.Start(t).Options(""))
	require.NoError(t, err)
	stores := map[string]blob.Store{"postgres": blob.NewPostgres(dbtest.NewPool(t)), "dir": dir, "s3": s3}
	for name, st := range stores {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			require.NoError(t, st.Put(ctx, "resumes/a.pdf", "application/pdf", []byte("%PDF-1")))
			require.NoError(t, st.Put(ctx, "resumes/a.pdf", "application/pdf", []byte("%PDF-2")))
			got, err := st.Get(ctx, "resumes/a.pdf")
			require.NoError(t, err)
			require.Equal(t, "%PDF-2", string(got))
			require.NoError(t, st.Delete(ctx, "resumes/a.pdf"))
			require.NoError(t, st.Delete(ctx, "resumes/a.pdf"))
			_, err = st.Get(ctx, "resumes/a.pdf")
			require.ErrorIs(t, err, blob.ErrNotFound)
			for _, bad := range []string{"", "/etc/passwd", "../x", "a/../b", "a b"} {
				require.Error(t, st.Put(ctx, bad, "x", []byte("x")), bad)
			}
		})
	}
}
