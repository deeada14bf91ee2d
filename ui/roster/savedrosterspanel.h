// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/storage/rosterstore.h"

#include <QObject>

#include <optional>

class QComboBox;
class QPushButton;
class QWidget;

namespace wm {

class ArmyLists;
class MessageBar;

// The rosters kept in the database, at the top of the editor: the list of them, Open and Delete.
// Deleting asks first, without blocking. Without a store, it offers nothing.
class SavedRostersPanel : public QObject
{
    Q_OBJECT

public:
    struct Widgets
    {
        QComboBox *rosters;
        QPushButton *open;
        QPushButton *remove;
    };

    // `lists` must outlive the panel; `window` is where its questions are asked.
    SavedRostersPanel(const ArmyLists &lists, RosterStore *store, MessageBar *messages, Widgets widgets,
                      QWidget *window);

    // Reads the store again, choosing `open` (the roster on screen) when it is kept there, else the
    // roster changed last.
    void refresh(std::optional<RosterId> open);

Q_SIGNALS:
    void openRequested(wm::RosterId id);
    // The player deleted the saved roster `id`; the list is to be refreshed.
    void deleted(wm::RosterId id);

private:
    void deleteChosen();
    void updateButtons();

    const ArmyLists &m_lists;
    RosterStore *m_store;
    MessageBar *m_messages;
    Widgets m_w;
    QWidget *m_window;
};

} // namespace wm
