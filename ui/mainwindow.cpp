// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "game/gamecontroller.h"
#include "reference/shootingreference.h"

#include <QAction>
#include <QApplication>
#include <QIcon>
#include <QKeySequence>
#include <QMenuBar>
#include <QMessageBox>

namespace wm {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("Warmaster Table Assistant"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/wmassist.svg")));

    m_reference = new ShootingReference(this);
    setCentralWidget(m_reference);
    createMenus();
    resize(1024, 720);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *quit = file->addAction(tr("&Quit"));
    quit->setObjectName(QStringLiteral("actionQuit"));
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    // Undo and redo are there from the start, disabled until a game is open.
    m_editMenu = menuBar()->addMenu(tr("&Edit"));
    m_undo = m_editMenu->addAction(tr("&Undo"));
    m_undo->setObjectName(QStringLiteral("actionUndo"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_undo->setEnabled(false);
    m_redo = m_editMenu->addAction(tr("&Redo"));
    m_redo->setObjectName(QStringLiteral("actionRedo"));
    m_redo->setShortcut(QKeySequence::Redo);
    m_redo->setEnabled(false);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *about = help->addAction(tr("&About wmassist"));
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, &MainWindow::showAbout);
    QAction *aboutQt = help->addAction(tr("About &Qt"));
    aboutQt->setMenuRole(QAction::AboutQtRole);
    connect(aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::setGame(GameController *game)
{
    if (m_game)
        m_game->disconnect(this);
    m_game = game;
    m_editMenu->removeAction(m_undo);
    m_editMenu->removeAction(m_redo);
    delete m_undo;
    delete m_redo;
    if (game) {
        // The stack's own actions keep their text ("Undo Shooting at Knights") and state in step.
        m_undo = game->undoStack()->createUndoAction(this, tr("&Undo"));
        m_redo = game->undoStack()->createRedoAction(this, tr("&Redo"));
        connect(game, &GameController::failed, this, &MainWindow::showFailure);
    } else {
        m_undo = new QAction(tr("&Undo"), this);
        m_redo = new QAction(tr("&Redo"), this);
        m_undo->setEnabled(false);
        m_redo->setEnabled(false);
    }
    m_undo->setObjectName(QStringLiteral("actionUndo"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo->setObjectName(QStringLiteral("actionRedo"));
    m_redo->setShortcut(QKeySequence::Redo);
    m_editMenu->addAction(m_undo);
    m_editMenu->addAction(m_redo);
}

void MainWindow::showNotice(const QString &title, const QString &text)
{
    auto *box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setObjectName(QStringLiteral("notice"));
    // open(), not exec(): the player can read it and go on, and nothing waits on it.
    box->open();
}

void MainWindow::showFailure(const QString &message)
{
    showNotice(tr("Could not change the game"), message);
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About wmassist"),
                       tr("<h3>Warmaster Table Assistant %1</h3>"
                          "<p>Keeps the hits, confusion and dice of a Warmaster game beside the table, "
                          "for Warmaster and Warmaster Revolution.</p>")
                           .arg(QApplication::applicationVersion()));
}

} // namespace wm
