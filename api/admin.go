package api

import (
	"context"
	"fmt"
	"strings"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/store"
)

// CreateAccount creates an account on plan with a first API key and returns the
// account and the key's secret (shown once). It is the operator's path; sign-up
// through the dashboard uses the same store calls.
func CreateAccount(ctx context.Context, st *store.Store, email, plan string) (*store.Account, string, error) {
	email = strings.TrimSpace(email)
	if !validEmail(email) {
		return nil, "", apperr.Invalid("email", "--email must be an address such as ada@example.com; got %q", email)
	}
	if plan != store.PlanFree && plan != store.PlanPaid {
		return nil, "", apperr.Invalid("plan", "--plan must be free or paid; got %q", plan)
	}
	acct, err := st.AccountCreate(ctx, store.AccountCreateParams{Email: email, Plan: plan})
	if err != nil {
		return nil, "", fmt.Errorf("create account: %w", err)
	}
	_, secret, err := st.APIKeyCreate(ctx, acct.ID, "default")
	if err != nil {
		return nil, "", fmt.Errorf("create first key: %w", err)
	}
	return acct, secret, nil
}
