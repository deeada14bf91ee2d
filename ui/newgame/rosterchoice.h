// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/roster/rosterimport.h"
#include "core/rules/side.h"
#include "core/storage/rosterstore.h"
#include "ui/filechooser.h"

#include <QGroupBox>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace wm {

class ArmyLists;

// One player's army for a new game: a saved roster of the game's ruleset, or one imported on the
// spot, with its points, break point and what the list rules say about it.
class RosterChoice : public QGroupBox
{
    Q_OBJECT

public:
    RosterChoice(Side side, RosterStore &store, const ArmyLists &lists, QWidget *parent = nullptr);

    void setFileChooser(FileChooser chooser) { m_chooseFile = std::move(chooser); }
    void setPlayerName(const QString &name);
    // Offers the rosters of `ruleset` among `rosters`, keeping the chosen one while it is offered.
    // The chosen roster is read again: it may have been edited since.
    void setRosters(const QList<RosterSummary> &rosters, RulesetId ruleset);
    void select(RosterId id);

    std::optional<RosterId> selectedId() const;
    // The chosen roster as read from the store; null while none is chosen or it could not be read.
    const Roster *roster() const { return m_roster ? &*m_roster : nullptr; }

Q_SIGNALS:
    // The chosen roster changed.
    void changed();
    // Rosters were saved to the store; every list of them must be read again. `usable` is the one
    // to choose here, if any.
    void imported(std::optional<RosterId> usable);

private:
    QString itemText(const RosterSummary &summary) const;
    void loadSelected();
    void showReport();
    void importFile();
    void importText();
    void finishImport(const Result<QList<ImportedRoster>> &result);

    RosterStore &m_store;
    const ArmyLists &m_lists;
    FileChooser m_chooseFile;
    RulesetId m_ruleset = RulesetId::Warmaster;
    std::optional<Roster> m_roster;

    QComboBox *m_combo = nullptr;
    QLineEdit *m_paste = nullptr;
    QPushButton *m_importText = nullptr;
    QPushButton *m_importFile = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_warnings = nullptr;
    QLabel *m_message = nullptr;
};

} // namespace wm
