package dashboard

import (
	"errors"
	"net/http"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/gin-gonic/gin"

	"github.com/careerkit/careerkit/shared/store"
)

// maxActiveKeys bounds the keys an account can hold at once; revoked ones do not count.
const maxActiveKeys = 25

var uuidRe = regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`)

type keyCreated struct {
	Key     *store.APIKey
	Secret  string
	BaseURL string
}

// createKey makes a named key and shows its secret on this response only: it is
// never stored and cannot be shown again.
func (h *Handler) createKey(c *gin.Context, s *session) {
	name := strings.TrimSpace(c.Request.PostForm.Get("name"))
	if name == "" {
		name = "default"
	}
	ctx := c.Request.Context()
	if utf8.RuneCountInString(name) > 100 {
		h.homeWithError(c, s, "Key names are at most 100 characters.")
		return
	}
	keys, err := h.d.Store.APIKeyList(ctx, s.account.ID)
	if err != nil {
		h.fail(c, err)
		return
	}
	active := 0
	for _, k := range keys {
		if k.RevokedAt == nil {
			active++
		}
	}
	if active >= maxActiveKeys {
		h.homeWithError(c, s, "This account already has 25 active keys: revoke one you no longer use first.")
		return
	}
	k, secret, err := h.d.Store.APIKeyCreate(ctx, s.account.ID, name)
	if err != nil {
		h.fail(c, err)
		return
	}
	h.render(c, http.StatusOK, "key_created", view{Title: "Key created", Account: s.account, CSRF: s.csrf,
		Data: keyCreated{Key: k, Secret: secret, BaseURL: h.d.Config.PublicBaseURL}})
}

func (h *Handler) revokeKey(c *gin.Context, s *session) {
	id := c.Param("id")
	if !uuidRe.MatchString(id) {
		h.homeWithError(c, s, "That key does not exist.")
		return
	}
	err := h.d.Store.APIKeyRevoke(c.Request.Context(), s.account.ID, id)
	if errors.Is(err, store.ErrNotFound) {
		h.homeWithError(c, s, "That key does not exist.")
		return
	}
	if err != nil {
		h.fail(c, err)
		return
	}
	c.Redirect(http.StatusSeeOther, "/dashboard?notice=revoked")
}
