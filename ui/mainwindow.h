// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

namespace wm {

class GameController;
class ShootingReference;

// The window beside the table.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);

    // The game in progress, if any: its undo stack drives the Edit menu. Not owned.
    void setGame(GameController *game);
    // Tells the player something they must know (a database moved aside, lists that did not load)
    // without stopping the app: the window stays usable while the message is open.
    void showNotice(const QString &title, const QString &text);

private:
    void createMenus();
    void showAbout();
    void showFailure(const QString &message);

    ShootingReference *m_reference = nullptr;
    GameController *m_game = nullptr;
    QMenu *m_editMenu = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
};

} // namespace wm
