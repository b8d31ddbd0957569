import { useState } from 'react'

// Spec §4: the seller sidebar is collapsed or expanded; the choice survives a reload.
const COLLAPSED_KEY = 'pasarprompt.sellerSidebarCollapsed'

// Storage can be refused (private windows, blocked cookies): the sidebar then starts expanded.
function readCollapsed() {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1'
  } catch {
    return false
  }
}

function writeCollapsed(collapsed: boolean) {
  try {
    localStorage.setItem(COLLAPSED_KEY, collapsed ? '1' : '0')
  } catch {
    // Remembered for this page only.
  }
}

export function useSidebarCollapsed() {
  const [collapsed, setCollapsed] = useState(readCollapsed)
  const toggle = () => {
    writeCollapsed(!collapsed)
    setCollapsed(!collapsed)
  }
  return [collapsed, toggle] as const
}
