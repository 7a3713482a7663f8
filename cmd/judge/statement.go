package main

import (
	"github.com/spf13/cobra"

	"github.com/slidejudge/slidejudge/export"
	"github.com/slidejudge/slidejudge/mdterm"
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
			_, err = a.stdout.Write([]byte(mdterm.Render(p.Statement, a.termWidth(), a.colour())))
			return err
		},
	}
	cmd.Flags().BoolVar(&html, "html", false, "print the statement as an HTML page")
	return cmd
}
