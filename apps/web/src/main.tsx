import './styles.css'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { Providers } from './app/providers'
import { createRouter } from './app/router'
import { SERVER_RENDERED_ATTRIBUTE } from './entry-shared'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

// The storefront's pages come painted from the server (decision 0031) and are hydrated; every
// other page starts from the empty root.
const serverRendered = root.hasAttribute(SERVER_RENDERED_ATTRIBUTE)
const router = await createRouter(serverRendered)
const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
)
// As a transition the hydration yields to the browser every few milliseconds instead of
// holding the main thread until the whole page is done (a phone's tap is answered meanwhile).
if (serverRendered) startTransition(() => void hydrateRoot(root, app))
else createRoot(root).render(app)
