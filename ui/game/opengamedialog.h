// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/storage/gamestore.h"

#include <QDialog>

#include <functional>
#include <optional>

class QLabel;
class QPushButton;
class QTableView;

namespace wm {

class SavedGamesModel;
struct SavedGame;

// Asks whether to go ahead with something that cannot be taken back; tests answer it themselves.
using Confirmation = std::function<bool(QWidget *parent, const QString &title, const QString &text)>;

// Game > Open: the saved games, the last played first, to open (resume) or delete.
class OpenGameDialog : public QDialog
{
    Q_OBJECT

public:
    // `shown` is the game on the screen now: it cannot be deleted from here. With `readOnly` games
    // can only be opened.
    OpenGameDialog(GameStore &store, std::optional<GameId> shown, bool readOnly, QWidget *parent = nullptr);

    void setConfirmation(Confirmation confirm) { m_confirm = std::move(confirm); }
    // The game chosen with Open, once the dialog is accepted.
    std::optional<GameId> chosen() const { return m_chosen; }
    QTableView *view() const { return m_view; }

private:
    void reload();
    void updateButtons();
    void openSelected();
    void deleteSelected();
    const SavedGame *selectedGame() const;

    GameStore &m_store;
    std::optional<GameId> m_shown;
    bool m_readOnly = false;
    SavedGamesModel *m_model = nullptr;
    QTableView *m_view = nullptr;
    QLabel *m_message = nullptr;
    QPushButton *m_open = nullptr;
    QPushButton *m_delete = nullptr;
    Confirmation m_confirm;
    std::optional<GameId> m_chosen;
};

} // namespace wm
