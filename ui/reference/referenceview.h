// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/game.h"
#include "core/reference/referencetable.h"
#include "core/rules/ruleset.h"
#include "ui/filechooser.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPageSize;
class QListWidget;
class QListWidgetItem;
class QSplitter;
class QStackedWidget;
class QTextBrowser;
class QToolButton;

namespace wm {

class ArmyLists;
class OddsCalculator;

// The quick reference in the window: a search box that finds a table or a row by any of its words,
// the list of tables (or of what the search found), and the tables themselves, for the ruleset being
// played or, with no game, the one picked. "odds" finds a small calculator of odds, shown in the
// tables' place. Its page is made when it is first shown, so a start that
// never opens it pays nothing for it.
class ReferenceView : public QWidget
{
    Q_OBJECT

public:
    explicit ReferenceView(QWidget *parent = nullptr);

    // The ruleset shown; `fixed` while a game of it is played, so the reference is always the game's.
    void setRuleset(RulesetId id, bool fixed);
    RulesetId ruleset() const { return m_ruleset.id; }
    // The game being played, or none: its ruleset is shown and fixed, and its two armies' units, spells
    // and magic items join the reference.
    void setGame(const std::optional<GameSetup> &setup);
    // The army lists for the shooting ranges of their units when no game is played; read only when
    // the page is first made. They must outlive the view.
    void setArmyLists(const ArmyLists *lists);
    // Asks where its printed sheet goes; without one the PDF button does nothing.
    void setFileChooser(FileChooser chooser) { m_chooseFile = std::move(chooser); }
    // Saves the sheet as a PDF on this paper, where the file chooser says, and tells how it went.
    void saveSheet(const QPageSize &size);

    // Whether the players can see it. A dock's tab behind another's still counts as a shown widget, so
    // the window says when its dock really is in sight; the page is made then, not at start-up.
    void setShown(bool shown);

    // Shows this table (by its key, as in QuickReference) and, when given, marks one of its rows.
    void showTable(const QString &key, int row = -1);
    // Shows the calculator of odds in the table's place (made when first shown).
    void showOddsCalculator();
    // Null until first shown.
    OddsCalculator *oddsCalculator() const { return m_calculator; }
    QString shownTable() const { return m_shownTable; }
    int shownRow() const { return m_shownRow; }
    const QList<ReferenceTable> &tables() const { return m_tables; }

    QLineEdit *searchBox() const { return m_search; }
    QListWidget *list() const { return m_list; }
    QTextBrowser *page() const { return m_page; }
    QToolButton *printButton() const { return m_print; }
    QLabel *status() const { return m_status; }

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void build();
    void makeTables();
    void render();
    void scrollToShown();
    void fillList();
    void addCalculatorItem();
    bool calculatorMatches(const QString &query) const;
    void open(const QListWidgetItem *item);
    bool isNarrow() const;
    int firstChoice() const; // the first row of the list that can be opened, or -1

    Ruleset m_ruleset;
    std::optional<GameSetup> m_game;
    const ArmyLists *m_lists = nullptr;
    QList<ReferenceTable> m_tables;
    bool m_built = false;
    bool m_shown = true;
    bool m_narrow = false;
    QString m_shownTable;
    int m_shownRow = -1;
    QLineEdit *m_search = nullptr;
    QComboBox *m_rulesetBox = nullptr;
    QListWidget *m_list = nullptr;
    QTextBrowser *m_page = nullptr;
    QStackedWidget *m_pages = nullptr;
    QSplitter *m_split = nullptr;
    OddsCalculator *m_calculator = nullptr;
    QWidget *m_calculatorPage = nullptr; // the calculator in its scroll area
    QToolButton *m_print = nullptr;
    QLabel *m_status = nullptr;
    FileChooser m_chooseFile;
};

} // namespace wm
