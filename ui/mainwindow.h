// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "filechooser.h"

#include <QMainWindow>

namespace wm {

class GameController;
class GameSession;
class GameStore;
class ShootingReference;

// The window beside the table.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Where games are kept; without one, games cannot be imported. Not owned.
    void setGameStore(GameStore *store);
    // Shows this game; its undo stack drives the Edit menu.
    void openGame(GameSession session);
    GameController *game() const { return m_game; }

    // How files are asked for; tests answer it themselves.
    void setFileChooser(FileChooser chooser) { m_chooseFile = std::move(chooser); }

    void importGame();
    void exportGame();
    // Tells the player something they must know (a database moved aside, lists that did not load)
    // without stopping the app: the window stays usable while the message is open.
    void showNotice(const QString &title, const QString &text);

private:
    void createMenus();
    void showAbout();
    void showFailure(const QString &message);
    void setGame(GameController *game);

    ShootingReference *m_reference = nullptr;
    GameController *m_game = nullptr; // a child of the window
    GameStore *m_store = nullptr;
    FileChooser m_chooseFile;
    QAction *m_export = nullptr;
    QMenu *m_editMenu = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
};

} // namespace wm
