// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

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

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *about = help->addAction(tr("&About wmassist"));
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, &MainWindow::showAbout);
    QAction *aboutQt = help->addAction(tr("About &Qt"));
    aboutQt->setMenuRole(QAction::AboutQtRole);
    connect(aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
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
