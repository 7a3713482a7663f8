package main

import (
	"os"
	"strings"

	"github.com/charmbracelet/glamour"
	"github.com/spf13/cobra"

	"github.com/slidejudge/slidejudge/export"
)

func (a *app) statementCommand() *cobra.Command {
	var html bool
	cmd := &cobra.Command{
		Use:   "statement PROBLEM [--html]",
		Short: "Print a problem's statement: rendered on a terminal, Markdown when piped, or HTML",
		Long: "Print the statement of PROBLEM. On a terminal it is rendered (headings, code\n" +
			"blocks, tables; colour unless NO_COLOR), wrapped to the terminal's width; piped or\n" +
			"redirected it is the Markdown source, plain text; --html prints a whole HTML page.",
		Args: argsBetween(1, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			p, err := a.problem(args[0], false)
			if err != nil {
				return err
			}
			if html {
				page, err := export.StatementHTML(p)
				if err != nil {
					return err
				}
				_, err = a.stdout.Write(page)
				return err
			}
			if !a.terminal() {
				_, err := a.stdout.Write([]byte(p.Statement))
				return err
			}
			out, err := renderMarkdown(p.Statement, a.termWidth(), a.colour())
			if err != nil {
				return err
			}
			_, err = a.stdout.Write([]byte(out))
			return err
		},
	}
	cmd.Flags().BoolVar(&html, "html", false, "print the statement as an HTML page")
	return cmd
}

// renderMarkdown lays Markdown out for a terminal of width columns (0:
// unknown), in colour or not. The style is glamour's dark one unless
// COLORFGBG says the background is light: asking the terminal itself
// (glamour's auto style) writes queries that a pipe or a slow terminal
// never answers.
func renderMarkdown(md string, width int, colour bool) (string, error) {
	style := "notty" // headings, lists and code blocks laid out, no colour
	if colour {
		style = "dark"
		if bg := os.Getenv("COLORFGBG"); strings.HasSuffix(bg, ";7") || strings.HasSuffix(bg, ";15") {
			style = "light"
		}
	}
	if width <= 0 {
		width = 80
	}
	r, err := glamour.NewTermRenderer(glamour.WithStandardStyle(style), glamour.WithWordWrap(min(width, 100)-4))
	if err != nil {
		return "", err
	}
	return r.Render(md)
}
